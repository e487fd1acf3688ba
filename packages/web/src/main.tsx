/** Entry point: styles, then the app rendered into #app. */
import './styles/app.css';
import './styles/private.css';
import { render } from 'preact';
import { App } from './app';

const root = document.getElementById('app');
if (root) render(<App />, root);
