// Types for lint/singleKeyT.js, so the rule's test (tests/lint/singleKeyT.test.ts) type-checks.
import type { ESLint, Rule } from 'eslint';

export declare const singleKeyT: Rule.RuleModule;
export declare const forumPlugin: ESLint.Plugin;
