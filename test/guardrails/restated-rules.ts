import { getMetadataStorage } from 'class-validator';
import ts from 'typescript';

/** Where decorators that validate come from: a property decorated from here has a rule. */
const RULE_MODULES = new Set(['class-validator', '@app/contracts']);

export interface RestatedRule {
  className: string;
  property: string;
  /** The contract classes that define the field. */
  definedBy: string[];
}

/** Each field with class-validator rules in a contract class, and the classes that define it. */
export function contractFields(contracts: Record<string, unknown>): Map<string, string[]> {
  const fields = new Map<string, string[]>();
  const storage = getMetadataStorage();
  for (const [name, value] of Object.entries(contracts)) {
    if (typeof value !== 'function' || !/^[A-Z]/.test(name)) continue;
    const rules = storage.getTargetValidationMetadatas(value, '', true, false);
    for (const property of new Set(rules.map((rule) => rule.propertyName))) {
      fields.set(property, [...(fields.get(property) ?? []), name]);
    }
  }
  return fields;
}

/** Names this file imports from the modules whose decorators validate. */
function ruleDecorators(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier)) continue;
    if (!RULE_MODULES.has(statement.moduleSpecifier.text)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) for (const element of bindings.elements) names.add(element.name.text);
  }
  return names;
}

function decoratorName(decorator: ts.Decorator): string | undefined {
  const call = decorator.expression;
  const callee = ts.isCallExpression(call) ? call.expression : call;
  return ts.isIdentifier(callee) ? callee.text : undefined;
}

/**
 * Properties of the classes in `code` that carry a validation rule of their own (a decorator from
 * class-validator or @app/contracts) on a field a contract class already defines: a second copy
 * of a rule that should come from the contract class through Nest's mapped types.
 */
export function restatedRules(code: string, file: string, fields: Map<string, string[]>): RestatedRule[] {
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.ES2022, true);
  const rules = ruleDecorators(source);
  const found: RestatedRule[] = [];
  const visit = (node: ts.Node): void => {
    if (ts.isClassDeclaration(node) || ts.isClassExpression(node)) {
      const className = node.name?.text ?? '(anonymous class)';
      for (const member of node.members) {
        if (!ts.isPropertyDeclaration(member) || !ts.isIdentifier(member.name)) continue;
        const property = member.name.text;
        const validated = (ts.getDecorators(member) ?? []).some((d) => rules.has(decoratorName(d) ?? ''));
        const definedBy = fields.get(property);
        if (validated && definedBy) found.push({ className, property, definedBy });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}
