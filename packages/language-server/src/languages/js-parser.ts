/**
 * The parser of JavaScript, TypeScript, JSX and TSX documents: Babel's, with its `estree` plugin,
 * which gives the ESTree nodes that `@urilint/source` reads (the same types, fields and ranges as
 * typescript-estree's and espree's: `Literal`, `TemplateLiteral`, `ChainExpression`,
 * `ImportExpression`, `TSTemplateLiteralType` for template literal types…).
 *
 * typescript-estree, the parser before, is the TypeScript compiler underneath: 3.6 MB of the
 * 5.8 MB bundled server. Babel's parser is 0.3 MB and finds the same candidates, string literals
 * and comments in every file that both parse (scripts/parser-parity.mjs; the figures are in
 * docs/design.md, "Bundle size").
 *
 * Errors: a document that does not parse gets no diagnostics, as before (`parseJavaScript`
 * throws; the caller publishes nothing; an incremental re-parse decides it from the region it
 * parses, see ./js-incremental.ts). What "does not parse" means follows typescript-estree: TypeScript's parser
 * reports syntax errors only and leaves redeclarations, strict-mode rules and the like to its
 * type checker, so typescript-estree parsed such files; Babel reports both kinds. With
 * `errorRecovery` it records the errors it can recover from and goes on: the file is parsed
 * unless one of them is a syntax error (SYNTAX_ERRORS), and an error it cannot recover from
 * throws at once.
 */

import { parse, type ParserOptions } from '@babel/parser';
import type { EstreeNode } from '@urilint/source';
import type { Extraction } from './types.js';

type Comment = Extraction['comments'][number];

export interface ParsedProgram {
  program: EstreeNode;
  /** The top-level statements. */
  body: EstreeNode[];
  comments: Comment[];
}

/**
 * As typescript-estree parsed documents before: TypeScript syntax everywhere (a `.js` file may
 * hold some while it is being converted), JSX everywhere but in `typescript`, where `<T>x` is a
 * type assertion. Every other option lifts a rule that TypeScript's parser does not enforce
 * either (`return` or `await` at the top level, `import` in a block…).
 */
function options(languageId: string): ParserOptions {
  const plugins: NonNullable<ParserOptions['plugins']> = [
    ['estree', { classFeatures: true }],
    'typescript',
    // TypeScript takes decorators both before and after `export`, and parameter decorators
    // (recorded as a recoverable error, the AST keeps them).
    'decorators',
    'decoratorAutoAccessors',
    'deferredImportEvaluation',
  ];
  if (languageId !== 'typescript') plugins.push('jsx');
  return {
    sourceType: 'module',
    plugins,
    ranges: true,
    tokens: false,
    attachComment: false,
    createParenthesizedExpressions: false,
    errorRecovery: true,
    allowReturnOutsideFunction: true,
    allowAwaitOutsideFunction: true,
    allowImportExportEverywhere: true,
    allowSuperOutsideMethod: true,
    allowUndeclaredExports: true,
    allowNewTargetOutsideFunction: true,
  };
}

/**
 * The recoverable Babel errors (`reasonCode`) that make a file unparsable, as they made it for
 * typescript-estree: each was reported, over the 20,000 files of scripts/parser-parity.mjs's
 * corpus, only in files that typescript-estree rejected too (lexical errors such as octal
 * literals and escapes or misplaced numeric separators, and the checks of typescript-estree's own
 * AST conversion). The others (redeclarations, strict mode, `await` outside `async`, a missing
 * `;` before an `assert { … }` import attribute…) occurred in files that typescript-estree parses.
 */
export const SYNTAX_ERRORS: ReadonlySet<string> = new Set([
  'AbstractMethodHasImplementation', 'AbstractPropertyHasInitializer', 'AccessorIsGenerator', 'ConstructorClassField',
  'ConstructorIsAsync', 'DeclaratorDefiniteAssertionRequiresTypeAnnotation', 'DeclaratorDefiniteAssertionWithInitializer',
  'DeclareFunctionHasImplementation', 'DeferImportRequiresNamespace', 'DuplicateAccessibilityModifier', 'EmptyHeritageClauseType',
  'EmptyTypeArguments', 'EmptyTypeParameters', 'EscapedCharNotAnIdentifier', 'ExportBindingIsString', 'ForInOfLoopInitializer',
  'ForInUsing', 'ForOfLet', 'ImportAliasHasImportType', 'ImportCallArity', 'ImportCallNotNewExpression', 'IncompatibleModifiers',
  'InitializerNotAllowedInAmbientContext', 'InvalidBigIntLiteral', 'InvalidCodePoint', 'InvalidDigit', 'InvalidEscapeSequence',
  'InvalidEscapeSequenceTemplate', 'InvalidEscapedReservedWord', 'InvalidHeritageClauseType', 'InvalidModifierOnTypeMember',
  'InvalidModifierOnUsingDeclaration', 'InvalidOrMissingExponent', 'InvalidPropertyBindingPattern', 'LineTerminatorBeforeArrow',
  'MalformedRegExpFlags', 'MissingInterfaceName', 'MissingUnicodeEscape', 'MultipleDefaultsInSwitch', 'NewlineAfterThrow',
  'NoCatchOrFinally', 'NonClassMethodPropertyHasAbstractModifier', 'NumericSeparatorInEscapeSequence', 'ObsoleteAwaitStar',
  'OptionalChainingNoNew', 'OptionalChainingNoTemplate', 'ReadonlyForMethodSignature', 'SingleTypeParameterWithoutTrailingComma',
  'StrictNumericEscape', 'StrictOctalLiteral', 'TypeImportCannotSpecifyDefaultAndNamed', 'UnexpectedNumericSeparator',
  'UnexpectedParameterModifier', 'UnexpectedToken', 'UnexpectedTokenUnaryExponentiation', 'UnexpectedTypeAnnotation',
  'UnsupportedImport', 'UnsupportedSignatureParameterKind', 'UnsupportedSuper', 'UsingDeclarationHasBindingPattern',
]);

/** Parses a document or one of its top-level statements; throws on a syntax error (see SYNTAX_ERRORS). */
export function parseJavaScript(text: string, languageId: string): ParsedProgram {
  const file = parse(text, options(languageId));
  const syntaxError = file.errors?.find((e) => SYNTAX_ERRORS.has(e.reasonCode));
  if (syntaxError) throw syntaxError;
  const program = file.program as unknown as EstreeNode;
  const comments = (file.comments ?? []).map((c) => ({ text: c.value, range: [c.start!, c.end!] as [number, number], line: c.type === 'CommentLine' }));
  return { program, body: program.body as EstreeNode[], comments };
}

/**
 * Babel's nodes are walked by their own fields (`@urilint/source` visits every node-valued field
 * when it has no visitor keys): typescript-estree's visitor keys name some TypeScript fields
 * differently.
 */
export const JS_VISITOR_KEYS = undefined;
