// The Node that agent CLIs written for Node (gemini-cli, qwen-code, pi) and the model relay run
// on inside the environment: installed from npm's `node-<platform>` package beside the CLI, so a
// task image needs no Node of its own. One version for all, so one install serves them.
export const AGENT_NODE_VERSION = '22.23.3'
