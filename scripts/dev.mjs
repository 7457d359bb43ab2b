#!/usr/bin/env node
// `npm run dev`: the API with reload (tsx watch) and Vite with hot reload proxying /api to it.
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '-w', '@waymark/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@waymark/web'], { stdio: 'inherit' }),
];
const stopAll = (signal) => children.forEach((child) => child.kill(signal));
process.on('SIGINT', () => stopAll('SIGINT'));
process.on('SIGTERM', () => stopAll('SIGTERM'));
children.forEach((child) =>
  child.on('exit', (code) => {
    stopAll('SIGTERM');
    process.exitCode = code ?? 0;
  }),
);
