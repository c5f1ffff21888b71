// Bundled into the MUI chunk after Emotion and MUI's theme and styling modules, before its components
// (vite.config.ts): the components evaluate in the next task.
import '@emotion/react';
import '@emotion/styled';
import '@mui/material/styles';

await new Promise((resolve) => setTimeout(resolve, 0));
