// A StrykerJS ignorer (tools/mutate.mjs): the English message of a rules refusal — refuse(code, message, details) —
// is for logs and tests only (players read HB.Error.<code>, filled from `details`), so its mutants are log text, not
// behaviour. The code and the details stay mutated.
import { PluginKind, declareValuePlugin } from "@stryker-mutator/api/plugin";

const refuseMessage = {
  shouldIgnore(path) {
    const parent = path.parentPath;
    if (!parent?.isCallExpression() || parent.node.arguments[1] !== path.node) return undefined;
    const callee = parent.node.callee;
    if (callee.type !== "Identifier" || callee.name !== "refuse") return undefined;
    return "refuse()'s English message is for logs and tests; players read the code's localised text";
  },
};

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, "refuse-message", refuseMessage)];
