import { Carousel } from "@davide-marchetti/widgets/carousel";

const places = ["Tre Cime", "Lago di Braies", "Etna", "Gran Sasso"];

// Rotates every 5 s; pauses on hover, on focus and under reduced motion; a button stops it.
export default function CarouselBasic() {
  return (
    <Carousel aria-label="Mountain places" interval={5000}>
      {places.map((place, index) => (
        <div
          key={place}
          role="img"
          aria-label={place}
          style={{ aspectRatio: "16 / 9", display: "grid", placeItems: "center", color: "#fff", fontSize: "1.5rem", background: `hsl(${index * 60 + 200} 35% 35%)` }}
        >
          {place}
        </div>
      ))}
    </Carousel>
  );
}
