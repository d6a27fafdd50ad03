import type { StandardSchemaIssue, StandardSchemaV1 } from '../../../src/index';

export interface MemberWelcomeProps {
  greeting?: string;
}

/*
 * The props' Standard Schema. With zod it is `z.object({ greeting: z.string().optional() })`,
 * with valibot `v.object({ greeting: v.optional(v.string()) })`: any object with a
 * `~standard.validate` works. This one is written by hand so the example needs no install.
 */
export const propsSchema: StandardSchemaV1<unknown, MemberWelcomeProps> = {
  '~standard': {
    version: 1,
    vendor: 'member-welcome',
    validate(value) {
      const props = value as Record<string, unknown>;
      const issues: StandardSchemaIssue[] = [];
      if (props.greeting !== undefined && typeof props.greeting !== 'string')
        issues.push({
          message: `Expected string, received ${typeof props.greeting}`,
          path: ['greeting'],
        });
      return issues.length > 0 ? { issues } : { value: props as MemberWelcomeProps };
    },
  },
};
