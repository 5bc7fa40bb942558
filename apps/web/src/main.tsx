import './lib/zod-jitless';
import { preloadFirstPage } from './app/first-page-preload';
import { preloadLanguage } from './lib/language';
import { yieldToMain } from './lib/yield-to-main';
import './styles/global.css';
import './styles/boot-shell.css';

// The entry stays tiny: the app, the opened page's code and the language's texts are fetched side by side,
// not one after the other; a page that draws its first view without the app (the mall home) draws it first.
const container = document.getElementById('root');
void preloadFirstPage(window.location.pathname).then(async () => {
  preloadLanguage();
  if (!container) return;
  const { start } = await import('./app/start');
  // The app's code runs its modules as it arrives; the start waits for the next task, so that a slow
  // phone does not run both in one long task.
  await yieldToMain();
  await start(container);
});
