import { preloadFirstPage } from './app/first-page-preload';
import { preloadLanguage } from './lib/language';
import './styles/global.css';
import './styles/boot-shell.css';

// The entry stays tiny: the app, the opened page's code and the language's texts are fetched side by side,
// not one after the other.
preloadFirstPage(window.location.pathname);
preloadLanguage();
const container = document.getElementById('root');
if (container) void import('./app/start').then(({ start }) => start(container));
