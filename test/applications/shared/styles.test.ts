// Styles loaded on demand with their window: added once, in the cascade layer of system.json's stylesheet.
import { afterEach, describe, expect, it } from "vitest";
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
});
