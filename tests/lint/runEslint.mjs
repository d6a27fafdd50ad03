// Runs ESLint's Node API in plain Node (Jest's module system cannot load the ESM flat config).
// stdin: { cwd, sources?: [{ filePath, code }], files?: [path] }; stdout: [{ filePath, messages }].
import { ESLint } from 'eslint';

let text = '';
for await (const chunk of process.stdin) text += chunk;
const { cwd, sources = [], files = [] } = JSON.parse(text);
const eslint = new ESLint({ cwd });
const results = [];
for (const { filePath, code } of sources)
  results.push(...(await eslint.lintText(code, { filePath })));
if (files.length) results.push(...(await eslint.lintFiles(files)));
const brief = results.map(({ filePath, messages }) => ({
  filePath,
  messages: messages.map(({ ruleId, severity, message }) => ({ ruleId, severity, message })),
}));
process.stdout.write(JSON.stringify(brief));
