import { describe, expect, it } from 'vitest';
import { svelte, vue } from './components.js';

const TS = 'const u: string = "https://example.com:443/x";';

describe('Vue and Svelte components with TypeScript scripts', () => {
  it('parse <script lang="ts"> with typescript-eslint\'s parser, as typescript-eslint users configure it', () => {
    const vueText = `<template><a href="/a">a</a></template>\n<script setup lang="ts">\n${TS}\n</script>\n`;
    expect(vue.extract(vueText, 'vue', {}).candidates.map((c) => c.value)).toEqual(['/a', 'https://example.com:443/x']);
    const svelteText = `<script lang="ts">\n${TS}\n</script>\n<a href="/b">b</a>\n`;
    expect(svelte.extract(svelteText, 'svelte', {}).candidates.map((c) => c.value)).toEqual(['https://example.com:443/x', '/b']);
  });
});
