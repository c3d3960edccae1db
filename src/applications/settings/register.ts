// Configure Settings: the Endeavor table rulings open in their own form (rulings-menu.ts, loaded when opened). Core
// wants an ApplicationV2 class at registration and opens a menu with `new menu.type().render(...)`: this small class
// stands in and opens the real form (or raises the one open).
import { SYSTEM_ID } from "../../settings";

class RulingsMenuLauncher extends foundry.applications.api.ApplicationV2 {
  override async render(): Promise<this> {
    await (await import("./rulings-menu")).RulingsMenu.open();
    return this;
  }
}

export function registerSettingsMenus(): void {
  game.settings!.registerMenu(SYSTEM_ID, "rulings", {
    name: "HB.Rulings.menu.name",
    label: "HB.Rulings.menu.label",
    hint: "HB.Rulings.menu.hint",
    icon: "fa-solid fa-scale-balanced",
    type: RulingsMenuLauncher,
    restricted: true,
  });
}
