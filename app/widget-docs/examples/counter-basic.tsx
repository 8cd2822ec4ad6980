import { Counter } from "@davide-marchetti/widgets/counter";

const day = 24 * 60 * 60 * 1000;
const now = Date.now();
// Started three days ago, ends in four: the bar shows the time gone.
const startDate = new Date(now - 3 * day);
const endDate = new Date(now + 4 * day);

// `initialNow`: the server renders the time left as of then (not placeholders), and the browser's
// first render agrees with it.
export default function CounterBasic() {
  return <Counter title="Until the release" startDate={startDate} endDate={endDate} progressbarSize="lg" pauseButton initialNow={now} />;
}
