export * from './constants';
export * from './content';
export * from './messages';
export * from './pricing';
export * from './schemas/categories';
export * from './schemas/common';
export * from './schemas/problems';
export * from './time';
