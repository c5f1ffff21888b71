import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import Box from '@mui/material/Box';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { createShopEmotionCache } from './emotionCache';

describe('the shop’s Emotion cache', () => {
  it('writes the vendor prefixes browsers still need and none of the others', () => {
    const cache = createShopEmotionCache();
    const server = createEmotionServer(cache);
    const sx = {
      display: 'flex',
      alignItems: 'center',
      transition: 'opacity 1s',
      textDecoration: 'underline',
      userSelect: 'none',
      backdropFilter: 'blur(4px)',
    };
    const html = renderToString(createElement(CacheProvider, { value: cache }, createElement(Box, { sx })));
    const css = server
      .extractCriticalToChunks(html)
      .styles.map((chunk) => chunk.css)
      .join('');
    for (const rule of [
      'display:flex',
      'align-items:center',
      'transition:opacity 1s',
      'user-select:none',
      '-webkit-user-select:none',
      '-webkit-backdrop-filter:blur(4px)',
    ])
      expect(css).toContain(rule);
    expect(css).not.toMatch(/-webkit-box|-ms-flex|-webkit-align-items|-webkit-transition|-webkit-text-decoration/);
  });
});
