/**
 * A compile-time tie between a hand-written type and the type a zod schema reads, for the few schemas that need an
 * annotation (a recursive `z.lazy`) and so cannot give their type by `z.infer` alone:
 *
 *     true satisfies SameType<z.output<typeof unitFields>, Unit>;
 *
 * fails `tsc` ("Type 'true' does not satisfy the expected type 'false'") when a field is in one and not the other,
 * optional in one and required in the other, or of another type. Stricter than assignability both ways, which a
 * field optional on one side only would pass.
 */
export type SameType<A, B> = (<T>() => T extends A ? 1 : 2) extends <T>() => T extends B ? 1 : 2 ? true : false;
