// A course's cover: its image (lazy, sized so nothing shifts) or a neutral gradient when it has none.
type Props = { img: string | null; className?: string; eager?: boolean };

export function CourseCover({ img, className = "", eager = false }: Props) {
  if (!img) {
    return <div aria-hidden="true" className={`aspect-[16/9] w-full bg-gradient-to-br from-slate-200 via-slate-100 to-brand-100 ${className}`} />;
  }
  return (
    // eslint-disable-next-line @next/next/no-img-element -- static SVG covers; next/image adds weight for no gain here
    <img
      src={img}
      alt=""
      width={384}
      height={216}
      loading={eager ? "eager" : "lazy"}
      decoding="async"
      className={`aspect-[16/9] w-full bg-slate-100 object-cover ${className}`}
    />
  );
}
