import { Slider, type SlideCard } from "@davide-marchetti/widgets/slider";

const woods = ["Oak", "Walnut", "Cherry", "Maple", "Ash", "Elm"];
const cards: SlideCard[] = woods.map((wood, index) => ({
  mediaSrc: "",
  tag: `${wood} board`,
  title: `${wood}`,
  description: `Card ${index + 1} of ${woods.length}: drag it, or use the arrows.`,
  link: `https://en.wikipedia.org/wiki/${wood}`,
  cta: "Read about it",
}));

// Two cards at a time where they fit; each card's picture is the app's own element (renderImage).
export default function SliderBasic() {
  return (
    <Slider
      slideList={cards}
      maxVisibleSlides={2}
      spaceBetweenSlide={16}
      paginatorTemplate="templateTwo"
      aria-label="Woods"
      renderImage={(card, { className }) => (
        <div className={className} role="img" aria-label={card.tag} style={{ aspectRatio: "16 / 9", background: `hsl(${woods.indexOf(card.title) * 40 + 20} 45% 45%)` }} />
      )}
      onIndexChange={(index, { reason }) => console.log("slider", index, reason)}
    />
  );
}
