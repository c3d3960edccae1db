// Entry: one registrar per Foundry hook; everything else lives in the layers it wires.
import "../styles/humanity-blessed.scss";
import { onInit } from "./hooks/init";
import { onReady } from "./hooks/ready";
import { onRenderChatMessageHTML } from "./hooks/render-chat-message";
import { onHotbarDrop } from "./hooks/hotbar-drop";

Hooks.once("init", onInit);
Hooks.once("ready", onReady);
Hooks.on("renderChatMessageHTML", onRenderChatMessageHTML);
Hooks.on("hotbarDrop", onHotbarDrop);
