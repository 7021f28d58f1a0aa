/**
 * The calculated columns' expression language: numbers, the report's number
 * columns by name, + - * /, unary minus, parentheses and round(x) or
 * round(x, digits). It is parsed here into a tree and nothing else is
 * accepted: the tree is then compiled to SQL with every number a bound
 * parameter and every column the base report's own fixed SQL
 * (expressionSql.ts), so no text of the user ever reaches the database as code.
 */
export type Expr =
  | { kind: 'num'; value: number }
  | { kind: 'col'; name: string }
  | { kind: 'neg'; arg: Expr }
  | { kind: 'bin'; op: '+' | '-' | '*' | '/'; left: Expr; right: Expr }
  | { kind: 'round'; arg: Expr; digits: number };

export class ExpressionError extends Error {}

const TOKEN = /\s*(?:(\d{1,15}(?:\.\d{1,9})?)|([A-Za-z][A-Za-z0-9_]{0,39})|([-+*/(),]))/y;
const MAX_TOKENS = 200;
const MAX_DEPTH = 25;

function tokenize(text: string): string[] {
  const tokens: string[] = [];
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < text.length) {
    if (/^\s*$/.test(text.slice(TOKEN.lastIndex))) break;
    const at = TOKEN.lastIndex;
    const m = TOKEN.exec(text);
    if (!m) throw new ExpressionError(`unexpected '${text.slice(at).trimStart().slice(0, 10)}'`);
    tokens.push(m[1] ?? m[2] ?? m[3]!);
    if (tokens.length > MAX_TOKENS) throw new ExpressionError('too long');
  }
  return tokens;
}

/** Parses an expression over the given column names (each checked by `isColumn`); throws ExpressionError. */
export function parseExpression(text: string, isColumn: (name: string) => boolean): Expr {
  const tokens = tokenize(text);
  let pos = 0;
  const peek = () => tokens[pos];
  const take = (expected?: string) => {
    const t = tokens[pos];
    if (t === undefined || (expected !== undefined && t !== expected)) throw new ExpressionError(expected ? `'${expected}' expected` : 'incomplete');
    pos += 1;
    return t;
  };
  const sum = (depth: number): Expr => {
    let left = product(depth);
    while (peek() === '+' || peek() === '-') left = { kind: 'bin', op: take() as '+' | '-', left, right: product(depth) };
    return left;
  };
  const product = (depth: number): Expr => {
    let left = unary(depth);
    while (peek() === '*' || peek() === '/') left = { kind: 'bin', op: take() as '*' | '/', left, right: unary(depth) };
    return left;
  };
  const unary = (depth: number): Expr => {
    if (depth > MAX_DEPTH) throw new ExpressionError('nested too deep');
    if (peek() === '-') {
      take();
      return { kind: 'neg', arg: unary(depth + 1) };
    }
    return atom(depth + 1);
  };
  const atom = (depth: number): Expr => {
    const t = take();
    if (t === '(') {
      const inner = sum(depth);
      take(')');
      return inner;
    }
    if (/^\d/.test(t)) return { kind: 'num', value: Number(t) };
    if (t.toLowerCase() === 'round' && peek() === '(') {
      take('(');
      const arg = sum(depth);
      let digits = 0;
      if (peek() === ',') {
        take(',');
        const d = take();
        if (!/^\d$/.test(d)) throw new ExpressionError('round takes 0 to 9 digits');
        digits = Number(d);
      }
      take(')');
      return { kind: 'round', arg, digits };
    }
    if (/^[A-Za-z]/.test(t)) {
      if (!isColumn(t)) throw new ExpressionError(`'${t}' is not a number column of this report`);
      return { kind: 'col', name: t };
    }
    throw new ExpressionError(`unexpected '${t}'`);
  };
  const tree = sum(0);
  if (pos < tokens.length) throw new ExpressionError(`unexpected '${tokens[pos]}'`);
  return tree;
}
