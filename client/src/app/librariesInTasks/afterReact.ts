// Bundled at the end of the React chunk (vite.config.ts): every chunk that imports React waits for this task.
import { nextTask } from '../../lib/nextTask';
import 'react';
import 'react-dom/client';

await nextTask();
