import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { LoadingBar } from './LoadingBar';
import { SubmitButton } from './form/SubmitButton';

describe('progress shown while loading', () => {
  it('names the loading bar for screen readers, in the viewer’s language', () => {
    for (const language of ['en', 'az'] as const) {
      const { t, unmount } = renderWithProviders(<LoadingBar />, { language });
      expect(screen.getByRole('progressbar', { name: t('common.loading') })).toBeTruthy();
      unmount();
    }
  });

  it('keeps a busy button’s spinner out of the accessibility tree: the button’s own text names it', () => {
    renderWithProviders(<SubmitButton busy>Save</SubmitButton>, { language: 'en' });
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('button', { name: 'Save' })).toBeTruthy();
  });
});
