import * as back from '../back-office.css';

/** A titled block of labelled figures (User Engagement, Revenue and Financial). */
export function FigureBlock({
  id,
  title,
  figures,
}: {
  id: string;
  title: string;
  figures: [string, string][];
}) {
  return (
    <section className={back.card} aria-labelledby={id}>
      <h3 id={id} className={back.sectionTitle}>
        {title}
      </h3>
      <dl className={back.list}>
        {figures.map(([label, value]) => (
          <div key={label} className={back.row}>
            <dt className={back.muted}>{label}</dt>
            <dd className={back.figure}>{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
