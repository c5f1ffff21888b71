// Bundled at the end of the data libraries' chunk (vite.config.ts): Apollo Client, the router and
// react-intl, then a task; the app's own modules evaluate in the next one. Importing the MUI chunk's last
// pause makes this chunk wait for all of MUI's (a library module imported only for its evaluation would be
// dropped as free of side effects, and this chunk would evaluate in MUI's first task).
import { nextTask } from '../../lib/nextTask';
import './afterCoreComponents';
import '@apollo/client';
import '@apollo/client/react';
import 'react-router-dom';
import 'react-intl';

await nextTask();
