export { startMessageJob } from './messaging.job';
export { phoneCodeText } from './messaging.texts';
export { type TextGate, textGateOf } from './text-gate';
