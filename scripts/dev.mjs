#!/usr/bin/env node
/** `npm run dev`: the API with reload on change (port 3000) and Vite's dev server (5173), which proxies /api. */
import { spawn } from 'node:child_process';

const children = [
  spawn('npm', ['run', 'dev', '--workspace', 'server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '--workspace', 'web'], { stdio: 'inherit' }),
];
const stop = () => children.forEach((child) => child.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((child) => child.on('exit', stop));
