// `node --import scripts/messages-register.mjs`: load message catalogues compiled (scripts/messages-loader.mjs).
import { register } from 'node:module';

register('./messages-loader.mjs', import.meta.url);
