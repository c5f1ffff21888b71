import { nextTask } from '../lib/nextTask';
// The libraries' chunks (React, MUI and Emotion): imported for their evaluation only.
import 'react-dom/client';
import '@mui/material/styles';

/**
 * main.tsx imports this module first. A page's module graph otherwise evaluates in one task: React, MUI,
 * Emotion and the app's own modules together, the longest task of a phone's start-up. The app's modules
 * wait here for a task of their own, after the libraries' (a module that awaits holds back the modules
 * that import it, and the bundle puts the app's modules after this one).
 */
await nextTask();
