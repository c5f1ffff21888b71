// Bundled into the MUI chunk after Emotion and MUI's theme and styling modules, before its components
// (vite.config.ts): the components evaluate in the next task.
import { nextTask } from '../../lib/nextTask';
import '@emotion/react';
import '@emotion/styled';
import '@mui/material/styles';

await nextTask();
