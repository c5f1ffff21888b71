/**
 * Component tests' shared set-up: render inside the app's own providers (the MUI theme, the render
 * hints, the language provider with the real catalogues, toasts), a MemoryRouter and Apollo's
 * MockedProvider on the app's cache, and read texts from the real catalogues, so a test in
 * Azerbaijani asserts the Azerbaijani text. Used by `*.test.tsx` only (the `dom` Vitest project).
 */
import { ApolloLink, type ApolloCache, type OperationVariables, type TypedDocumentNode } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import createEmotionCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { render, renderHook, type RenderResult } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentNode } from 'graphql';
import type { ReactElement, ReactNode } from 'react';
import { createIntl, type IntlShape } from 'react-intl';
import { MemoryRouter } from 'react-router-dom';
import { tap } from 'rxjs';
import { ToastHost } from '../components/ToastHost';
import { CATALOGUE_PARTS, loadCatalogue, wantPart, type MessageKey } from '../i18n';
import { ALL_MESSAGES } from '../i18n/all';
import { createCache } from '../lib/apollo';
import { LanguageProvider } from '../lib/i18n';
import { EMOTION_KEY } from '../lib/emotionCache';
import { LOCALES, type Language } from '../lib/language';
import { RenderHintsProvider } from '../lib/renderHints';
import { theme } from '../theme/theme';

// Every catalogue part of both languages, loaded the app's own way before any render: the language
// provider then shows the texts at once, as it does once a page's part has arrived.
for (const part of CATALOGUE_PARTS) wantPart(part);
await Promise.all([loadCatalogue('en'), loadCatalogue('az')]);

// One style sheet for a test file's renders, written as production writes it (insertRule, not a text node per
// style): the DOM then has the same rules to compute styles from, and the tests take about a third less time.
const emotionCache = createEmotionCache({ key: EMOTION_KEY, speedy: true });

export type MockedResponse = MockLink.MockedResponse<Record<string, unknown>, Record<string, unknown>>;

/** A request the component sent to the (mocked) server. */
export interface SentRequest {
  operationName: string;
  variables: OperationVariables;
}

const intls: Partial<Record<Language, IntlShape>> = {};

/** A catalogue text as the interface shows it in that language (ICU arguments filled in). */
export function text(language: Language, id: MessageKey, values?: Record<string, string | number>): string {
  if (!(id in ALL_MESSAGES[language])) throw new Error(`No text ${id} in the ${language} catalogue`);
  intls[language] ??= createIntl({ locale: LOCALES[language], messages: ALL_MESSAGES[language] });
  return intls[language].formatMessage({ id }, values);
}

/**
 * A mocked operation: the request it must match (variables typed by the document) and what the server
 * answers (untyped: the generated types mask fragments, which the server's answer spells out).
 */
export function mock<TVariables extends OperationVariables>(
  query: TypedDocumentNode<unknown, TVariables>,
  variables: TVariables | undefined,
  data: unknown,
  options: { maxUsageCount?: number } = {},
): MockedResponse {
  return { request: { query, variables }, result: { data: data as Record<string, unknown> }, ...options };
}

/** A mocked operation that fails with a GraphQL error (`code` and `reason` as the server puts them in extensions). */
export function mockError(
  query: DocumentNode,
  variables: OperationVariables | undefined,
  error: { message: string; code?: string; reason?: string },
): MockedResponse {
  const extensions = { code: error.code ?? 'BAD_USER_INPUT', ...(error.reason ? { reason: error.reason } : {}) };
  return { request: { query, variables }, result: { errors: [{ message: error.message, extensions }] } };
}

export interface RenderOptions {
  language?: Language;
  mocks?: readonly MockedResponse[];
  /** The Apollo cache (the app's own kind when not given); pre-fill it to test cache updates. */
  cache?: ApolloCache;
  /** The router's location. */
  route?: string;
}

export interface Rendered extends RenderResult {
  user: ReturnType<typeof userEvent.setup>;
  cache: ApolloCache;
  /** Every request sent through Apollo, in order (mocked or not). */
  requests: SentRequest[];
  /** The texts of the language rendered in. */
  t: (id: MessageKey, values?: Record<string, string | number>) => string;
}

/** The app's providers around a test's tree, and what the test reads back: the requests sent and the cache. */
function providers(options: RenderOptions) {
  const { language = 'en', mocks = [], cache = createCache(), route = '/' } = options;
  const requests: SentRequest[] = [];
  const record = new ApolloLink((operation, forward) =>
    forward(operation).pipe(tap({ subscribe: () => requests.push({ operationName: operation.operationName ?? '', variables: operation.variables }) })),
  );
  // No artificial latency: MockLink's default adds 20-50 ms to every answer.
  const link = ApolloLink.from([record, new MockLink(mocks, { defaultOptions: { delay: 0 } })]);
  const wrapper = ({ children }: { children: ReactNode }) => (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <RenderHintsProvider hints={{ signedIn: false, viewportWidth: null }}>
          <LanguageProvider initialLanguage={language}>
            <MockedProvider link={link} cache={cache}>
              <MemoryRouter initialEntries={[route]}>
                {children}
                <ToastHost />
              </MemoryRouter>
            </MockedProvider>
          </LanguageProvider>
        </RenderHintsProvider>
      </ThemeProvider>
    </CacheProvider>
  );
  return { wrapper, cache, requests, t: (id: MessageKey, values?: Record<string, string | number>) => text(language, id, values) };
}

/** Renders `ui` inside the app's providers, in `language` ('en' unless given), with `mocks` as the server. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}): Rendered {
  const { wrapper, ...rest } = providers(options);
  // No pause between keystrokes: typing stays a test's cheap part. A file picker's `accept` is a hint the
  // browser's "All files" choice gets past, so a test may pick any file.
  const user = userEvent.setup({ delay: null, applyAccept: false });
  const result = render(ui, { wrapper });
  return { ...result, ...rest, user };
}

/** Runs a hook inside the app's providers (as renderWithProviders does a component). */
export function renderHookWithProviders<Result>(hook: () => Result, options: RenderOptions = {}) {
  const { wrapper, ...rest } = providers(options);
  return { ...renderHook(hook, { wrapper }), ...rest };
}

/** The names of the requests sent, in order. */
export const sentOperations = (requests: readonly SentRequest[]): string[] => requests.map((request) => request.operationName);
