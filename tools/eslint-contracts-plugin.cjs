// ESLint rules for the one place NATS messages are defined: libs/contracts (STYLE.md rules 2 and 3).

/** `@Payload() x: SomeRequest` must name a class imported from @app/contracts. */
const messagesFromContracts = {
  meta: {
    type: 'problem',
    messages: {
      local: 'NATS message classes come only from libs/contracts: import {{name}} from @app/contracts.',
    },
    schema: [],
  },
  create(context) {
    const fromContracts = new Set();
    return {
      ImportDeclaration(node) {
        if (node.source.value !== '@app/contracts' && !String(node.source.value).startsWith('@app/contracts/')) return;
        for (const s of node.specifiers) fromContracts.add(s.local.name);
      },
      'Decorator[expression.callee.name="Payload"]'(decorator) {
        const param = decorator.parent;
        const type = param.typeAnnotation?.typeAnnotation;
        if (type?.type !== 'TSTypeReference' || type.typeName.type !== 'Identifier') return;
        const name = type.typeName.name;
        if (!fromContracts.has(name)) context.report({ node: type, messageId: 'local', data: { name } });
      },
    };
  },
};

const contractsPlugin = { rules: { 'messages-from-contracts': messagesFromContracts } };

/** no-restricted-syntax entries: subjects are constants from Subjects, never strings written in place. */
const subjectLiteralRestrictions = [
  {
    selector:
      'CallExpression[callee.name=/^(MessagePattern|EventPattern)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]',
    message: 'NATS subjects come only from Subjects in libs/contracts, never a string written in place.',
  },
  {
    selector:
      'CallExpression[callee.object.property.name=/^(rpc|nats|client)$/][callee.property.name=/^(send|publish|request|emit)$/][arguments.0.type=/^(Literal|TemplateLiteral)$/]',
    message: 'NATS subjects come only from Subjects in libs/contracts, never a string written in place.',
  },
];

module.exports = { contractsPlugin, subjectLiteralRestrictions };
