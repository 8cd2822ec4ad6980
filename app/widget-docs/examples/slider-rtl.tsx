import { Slider, type SlideCard } from "@davide-marchetti/widgets/slider";

const cards: SlideCard[] = ["أ", "ب", "ت", "ث"].map((letter, index) => ({
  mediaSrc: "",
  tag: `Slide ${index + 1}`,
  title: `${letter} · ${index + 1}`,
  description: "Right to left: the track runs leftwards and ArrowLeft moves on.",
  link: "#",
}));

// dir="rtl" on any ancestor; `loop` runs past either end.
export default function SliderRtl() {
  return (
    <div dir="rtl">
      <Slider
        slideList={cards}
        loop
        aria-label="Right-to-left slides"
        renderImage={(card, { className, index }) => (
          <div className={className} role="img" aria-label={card.tag} style={{ aspectRatio: "16 / 9", background: `hsl(${index * 70 + 180} 40% 40%)` }} />
        )}
      />
    </div>
  );
}
