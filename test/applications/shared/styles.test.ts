// Styles loaded on demand with their window: added once, in the cascade layer of system.json's stylesheet.
import { afterEach, describe, expect, it, vi } from "vitest";
import { adoptStyles } from "../../../src/applications/shared/styles";

afterEach(() => document.head.querySelectorAll("style[id^='hb-test']").forEach((s) => s.remove()));

describe("adoptStyles", () => {
  it("adds the CSS once, inside @layer system", () => {
    adoptStyles("hb-test-a", ".humanity-blessed .x{color:red}");
    adoptStyles("hb-test-a", ".humanity-blessed .x{color:blue}");
    const styles = document.head.querySelectorAll("style#hb-test-a");
    expect(styles).toHaveLength(1);
    expect(styles[0]!.textContent).toBe("@layer system{.humanity-blessed .x{color:red}}");
  });

  it("adds nothing for empty CSS (tests import styles as empty strings)", () => {
    adoptStyles("hb-test-b", "");
    expect(document.getElementById("hb-test-b")).toBeNull();
  });

  it("outside a page (the bench in node) does nothing; on the harness page (no Foundry) adds to that page alone", () => {
    vi.stubGlobal("document", undefined);
    try {
      expect(() => adoptStyles("hb-test-node", ".x{color:red}")).not.toThrow();
    } finally {
      vi.unstubAllGlobals();
    }
    vi.stubGlobal("foundry", undefined);
    try {
      adoptStyles("hb-test-harness", ".x{color:red}");
    } finally {
      vi.unstubAllGlobals();
    }
    expect(document.getElementById("hb-test-harness")?.textContent).toBe("@layer system{.x{color:red}}");
  });

  it("passes over an application listed without an element (core keeps one whose redraw failed)", () => {
    const instances = (globalThis as any).foundry.applications.instances as Map<string, unknown>;
    instances.set("hb-test-failed", { element: null });
    try {
      adoptStyles("hb-test-c", ".x{color:red}");
    } finally {
      instances.delete("hb-test-failed");
    }
    expect(document.getElementById("hb-test-c")).not.toBeNull();
  });
});
