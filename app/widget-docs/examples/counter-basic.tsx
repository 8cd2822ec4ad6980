import { Counter } from "@davide-marchetti/widgets/counter";

const day = 24 * 60 * 60 * 1000;
// Started three days ago, ends in four: the bar shows the time gone.
const startDate = new Date(Date.now() - 3 * day);
const endDate = new Date(Date.now() + 4 * day);

export default function CounterBasic() {
  return <Counter title="Until the release" startDate={startDate} endDate={endDate} progressbarSize="lg" pauseButton />;
}
