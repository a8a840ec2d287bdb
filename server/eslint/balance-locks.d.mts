// Types of the lint rule for its test (the rule itself is plain JavaScript, loaded by eslint.config.mjs).
import type { Rule } from 'eslint';

export declare const balanceLocks: Rule.RuleModule;
declare const plugin: { rules: Record<string, Rule.RuleModule> };
export default plugin;
