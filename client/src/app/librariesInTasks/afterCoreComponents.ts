// Bundled into the MUI chunk after its most used components (vite.config.ts): the rest evaluate in the next task.
import { nextTask } from '../../lib/nextTask';
import '@mui/material/Box';
import '@mui/material/ButtonBase';
import '@mui/material/Button';
import '@mui/material/IconButton';
import '@mui/material/Paper';
import '@mui/material/Typography';
import '@mui/material/Container';
import '@mui/material/CssBaseline';

await nextTask();
