import type { Plugin as EsbuildPlugin } from 'esbuild';
import type { Plugin as VitePlugin } from 'vite';

export const MESSAGE_LOCALES: Record<'en' | 'ar', string>;
export function compileCatalogue(file: string, json: string): string;
export function messagesVitePlugin(options?: { language?: 'en' | 'ar' }): VitePlugin;
export function messagesEsbuildPlugin(): EsbuildPlugin;
