/**
 * The parser of JavaScript, TypeScript, JSX and TSX documents: Babel's, with its `estree` plugin,
 * which gives the ESTree nodes that `@urilint/source` reads (the same types, fields and ranges as
 * typescript-estree's and espree's). It is 0.3 MB where typescript-estree brings the TypeScript
 * compiler (3.6 MB), and finds the same candidates, string literals and comments in every file
 * that both parse (scripts/parser-parity.mjs; docs/design.md, "Bundle size").
 *
 * What "does not parse" means follows typescript-estree: TypeScript's parser reports syntax
 * errors only and leaves redeclarations, strict-mode rules and the like to its type checker;
 * Babel reports both kinds. With `errorRecovery` it records the errors it can recover from: the
 * file is parsed unless one of them is a syntax error (SYNTAX_ERRORS), and an error it cannot
 * recover from throws at once. A document that does not parse gets no diagnostics.
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
 * As typescript-estree parses: TypeScript syntax everywhere (a `.js` file may hold some while it
 * is being converted), JSX everywhere but in `typescript`, where `<T>x` is a type assertion. Every
 * other option lifts a rule that TypeScript's parser does not enforce either (`return` or `await`
 * at the top level, `import` in a block…).
 */
function options(languageId: string): ParserOptions {
  // `decorators`: TypeScript takes them both before and after `export`, and parameter decorators (a recoverable error, the AST keeps them).
  const plugins: NonNullable<ParserOptions['plugins']> = [['estree', { classFeatures: true }], 'typescript', 'decorators', 'decoratorAutoAccessors', 'deferredImportEvaluation'];
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
 * The recoverable Babel errors (`reasonCode`) that make a file unparsable, as they make it for
 * typescript-estree: each was reported, over the 20,000 files of scripts/parser-parity.mjs's
 * corpus, only in files that typescript-estree rejected too (lexical errors, the checks of
 * typescript-estree's AST conversion). The others (redeclarations, strict mode, `await` outside
 * `async`…) occurred in files that typescript-estree parses.
 */
const SYNTAX_ERRORS: ReadonlySet<string> = new Set([
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

/** No visitor keys: `@urilint/source` then walks every node-valued field (typescript-estree's keys name some of Babel's TypeScript fields differently). */
export const JS_VISITOR_KEYS = undefined;
