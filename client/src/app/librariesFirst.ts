/**
 * main.tsx imports this module first. A page's module graph otherwise evaluates in one task (React, MUI,
 * Emotion, Apollo and the app's own modules together), the longest task of a phone's start-up. Each module
 * here imports a group of libraries and then waits for a task, and a module that waits holds back every
 * module that imports it: React, then Emotion and MUI's styling, then MUI's common components, then the
 * data libraries, then the app's modules evaluate each in a task of their own. Each is bundled into the
 * vendor chunk whose group it closes (vite.config.ts), so its wait holds back the rest of that chunk too.
 */
import './librariesInTasks/afterReact';
import './librariesInTasks/afterStyling';
import './librariesInTasks/afterCoreComponents';
import './librariesInTasks/afterDataLibraries';
