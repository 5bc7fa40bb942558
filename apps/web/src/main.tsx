import { preloadFirstPage } from './app/first-page-preload';
import './styles/global.css';
import './styles/boot-shell.css';

// The entry stays tiny: the app and the opened page's code are fetched side by side, not one after the other.
preloadFirstPage(window.location.pathname);
const container = document.getElementById('root');
if (container) void import('./app/start').then(({ start }) => start(container));
