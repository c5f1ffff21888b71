import { useMonaco } from '@graphiql/react';
import { useEffect } from 'react';

/**
 * Azerbaijani data is full of "ı" and "ə"; Monaco would box every one of them as an "ambiguous"
 * character. This turns that highlight off for every editor GraphiQL creates. Renders nothing.
 */
export function MonacoOptions() {
  const monaco = useMonaco((state) => state.monaco);
  useEffect(() => {
    if (!monaco) return;
    const options = { unicodeHighlight: { ambiguousCharacters: false, invisibleCharacters: false } };
    for (const editor of monaco.editor.getEditors()) editor.updateOptions(options);
    const subscription = monaco.editor.onDidCreateEditor((editor) => editor.updateOptions(options));
    return () => subscription.dispose();
  }, [monaco]);
  return null;
}
