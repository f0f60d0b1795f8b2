import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

/** The messages the server can write, read from the sources: `{1}`, `{2}` … stand for what a template fills in.
 * Every site that writes an envelope message is listed here, so a new sentence without French fails the test. */

const SERVER = fileURLToPath(new URL('../../src', import.meta.url));
const CONTRACT = fileURLToPath(new URL('../../../shared/src/contract', import.meta.url));

const sourcesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourcesUnder(full);
    return /\.ts$/.test(entry.name) && !/\.test\.ts$/.test(entry.name) ? [full] : [];
  });

const parse = (file: string) =>
  ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);

/** The texts an expression can be: literals, templates (a conditional of literals inside is expanded) and
 * conditionals; anything else (a variable, a call) is not a text of its own. */
const textsOf = (node: ts.Node): string[] => {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  if (ts.isParenthesizedExpression(node)) return textsOf(node.expression);
  if (ts.isConditionalExpression(node)) return [...textsOf(node.whenTrue), ...textsOf(node.whenFalse)];
  if (!ts.isTemplateExpression(node)) return [];
  let slot = 0;
  return node.templateSpans.reduce(
    (heads, span) => {
      const inner = textsOf(span.expression);
      const parts = inner.length ? inner : [`{${(slot += 1)}}`];
      return heads.flatMap((head) => parts.map((part) => head + part + span.literal.text));
    },
    [node.head.text],
  );
};

const calleeName = (node: ts.CallExpression | ts.NewExpression) =>
  ts.isIdentifier(node.expression)
    ? node.expression.text
    : ts.isPropertyAccessExpression(node.expression)
      ? node.expression.name.text
      : '';

// Where the server hands a message over: the argument that is the message.
const MESSAGE_ARGUMENT: Record<string, number> = {
  ApiError: 1,
  CodeRefusal: 1,
  badRequest: 0,
  notFound: 0,
  forbidden: 0,
  done: 0,
  ok: 1,
};
// Functions whose return value is written into a message ("new_password: Password needs a digit.").
const MESSAGE_MAKERS = new Set(['textProblem', 'weakness', 'moneyRefusal', 'usageDecline']);
// Sentences kept in constants and thrown or returned elsewhere (LOGIN_LOCKED …); not these, which are no message.
const NOT_MESSAGES = new Set([
  'ISSUER',
  'RP_NAME',
  'ETH_GAS_NOTE',
  'COUNTRIES',
  'GOOGLE_AUTHENTICATION',
  'SMS_OTP_AUTHENTICATION',
  // Read by the kit by their English text: never translated.
  'TOKEN_INVALID_REFRESHING',
  'TOKEN_MISSING_OR_INVALID',
]);
const SENTENCE = /^[A-Z{][^\n]*\s/;
// Properties holding a sentence for the customer: the message, and a flow's result details (message-language.ts).
const MESSAGE_PROPERTIES = new Set(['message', 'success_display_details', 'success_display_details_swap']);

// Tables of messages thrown elsewhere (`PASSKEY.used` …): each value is a message.
const MESSAGE_TABLES = new Set(['PASSKEY']);
const tableEntries = (name: string, node: ts.Expression): ts.Expression[] => {
  if (!MESSAGE_TABLES.has(name)) return [];
  const inner = ts.isAsExpression(node) ? node.expression : node;
  if (!ts.isObjectLiteralExpression(inner)) return [];
  return inner.properties.flatMap((property) =>
    ts.isPropertyAssignment(property) ? [property.initializer] : [],
  );
};

const serverMessages = (file: ts.SourceFile): string[] => {
  const found: string[] = [];
  let maker = '';
  const visit = (node: ts.Node): void => {
    const outer = maker;
    if (
      (ts.isFunctionDeclaration(node) || ts.isVariableDeclaration(node)) &&
      node.name &&
      ts.isIdentifier(node.name)
    )
      if (MESSAGE_MAKERS.has(node.name.text)) maker = node.name.text;
    if ((ts.isCallExpression(node) || ts.isNewExpression(node)) && calleeName(node) in MESSAGE_ARGUMENT) {
      const argument = node.arguments?.[MESSAGE_ARGUMENT[calleeName(node)]!];
      if (argument) found.push(...textsOf(argument));
    }
    // A notification's title and description (translated when the list is read).
    if (ts.isCallExpression(node) && calleeName(node) === 'notifyUser') {
      const notice = node.arguments[2];
      if (notice && ts.isObjectLiteralExpression(notice))
        for (const property of notice.properties)
          if (ts.isPropertyAssignment(property) && ['title', 'description'].includes(property.name.getText()))
            found.push(...textsOf(property.initializer));
    }
    if (ts.isPropertyAssignment(node) && ts.isIdentifier(node.name) && MESSAGE_PROPERTIES.has(node.name.text))
      found.push(...textsOf(node.initializer));
    // A wire's result details, handed to wireDisplay (translated when answered, like the message).
    if (ts.isCallExpression(node) && calleeName(node) === 'wireDisplay' && node.arguments[2])
      found.push(...textsOf(node.arguments[2]));
    if (maker && ts.isReturnStatement(node) && node.expression) found.push(...textsOf(node.expression));
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^[A-Z][A-Z_]+$/.test(node.name.text) &&
      !NOT_MESSAGES.has(node.name.text) &&
      node.initializer
    )
      found.push(
        ...textsOf(node.initializer).filter((text) => SENTENCE.test(text)),
        ...tableEntries(node.name.text, node.initializer).flatMap(textsOf),
      );
    ts.forEachChild(node, visit);
    maker = outer;
  };
  visit(file);
  return found;
};

// valibot's own words for what is not a message: literal values and picklists.
const VALUE_CALLS = new Set(['literal', 'picklist', 'defineEndpoint', 'startsWith', 'endsWith', 'includes']);

/** The contract's messages: sentences handed to a schema or a field helper, and their defaults. */
const contractMessages = (file: ts.SourceFile): string[] => {
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && !VALUE_CALLS.has(calleeName(node)))
      for (const argument of node.arguments) found.push(...textsOf(argument).filter((t) => SENTENCE.test(t)));
    if (ts.isParameter(node) && node.initializer)
      found.push(...textsOf(node.initializer).filter((t) => SENTENCE.test(t)));
    if (
      ts.isVariableDeclaration(node) &&
      ts.isIdentifier(node.name) &&
      /^[A-Z][A-Z_]+$/.test(node.name.text) &&
      !NOT_MESSAGES.has(node.name.text)
    )
      found.push(...(node.initializer ? textsOf(node.initializer).filter((t) => SENTENCE.test(t)) : []));
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
};

export const messageSources = (): Map<string, string> => {
  const messages = new Map<string, string>();
  for (const file of sourcesUnder(SERVER))
    for (const text of serverMessages(parse(file))) messages.set(text, path.relative(SERVER, file));
  for (const file of sourcesUnder(CONTRACT))
    for (const text of contractMessages(parse(file)))
      messages.set(text, `contract/${path.relative(CONTRACT, file)}`);
  return messages;
};
