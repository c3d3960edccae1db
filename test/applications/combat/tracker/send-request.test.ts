// A click's request to the GM (send-request.ts): it names the Combat shown; whether the GM's client took it decides
// whether the re-render it causes starts the user's forms afresh (taken) or leaves what they typed to correct (refused).
import { beforeEach, describe, expect, it, vi } from "vitest";
import { command, send } from "../../../../src/applications/combat/tracker/send-request";
import type { TrackerHost } from "../../../../src/applications/combat/tracker/tracker-host";
import { requestEndeavor } from "../../../../src/applications/combat/requests/index";

vi.mock("../../../../src/applications/combat/requests/index", async (original) => ({
  ...(await original<object>()),
  requestEndeavor: vi.fn(),
}));

const sent = vi.mocked(requestEndeavor);
const host = (combat = true) => ({ combat: combat ? { id: "c1" } : null, sent: false }) as unknown as TrackerHost;

beforeEach(() => {
  sent.mockReset();
});

describe("a request sent from the tracker", () => {
  it("names the Combat shown; taken (an answer, false too), the forms start afresh", async () => {
    for (const answer of [true, false]) {
      sent.mockResolvedValueOnce(answer);
      const tracker = host();
      expect(await send(tracker, { op: "offerHelp", by: "wren" })).toBe(true);
      expect(tracker.sent).toBe(true);
    }
    expect(sent.mock.calls.map(([r]) => r)).toEqual(Array(2).fill({ op: "offerHelp", by: "wren", combatId: "c1" }));
  });

  it("refused (no answer), the fields keep what was typed; the forms are not started afresh", async () => {
    const tracker = host();
    let during: boolean | undefined;
    sent.mockImplementationOnce(async () => {
      during = tracker.sent;
      return undefined;
    });
    expect(await send(tracker, { op: "offerHelp", by: "wren" })).toBe(false);
    expect(tracker.sent).toBe(false);
    // While the request is on its way, its re-render counts as the user's own.
    expect(during).toBe(true);
  });

  it("with no Combat shown, nothing is sent", async () => {
    const tracker = host(false);
    expect(await send(tracker, { op: "offerHelp", by: "wren" })).toBe(false);
    expect(await command(tracker, { type: "skipRound", by: "wren" })).toBe(false);
    expect(tracker.sent).toBe(false);
    expect(sent).not.toHaveBeenCalled();
  });

  it("an engine command is sent as one; none built (the form said nothing to do) sends nothing", async () => {
    sent.mockResolvedValue(true);
    const tracker = host();
    expect(await command(tracker, null)).toBe(false);
    expect(tracker.sent).toBe(false);
    expect(sent).not.toHaveBeenCalled();
    expect(await command(tracker, { type: "skipRound", by: "wren" })).toBe(true);
    expect(sent.mock.calls.map(([r]) => r)).toEqual([{ op: "command", command: { type: "skipRound", by: "wren" }, combatId: "c1" }]);
  });
});
