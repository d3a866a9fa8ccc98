import { rejoinReport } from './rejoin-report';

describe("bench live: a crowd re-join's report from the observers' and the crowd's records", () => {
  it('counts an update as held when it was on its way while a re-join was answered', () => {
    const observed = [
      [100, 10],
      [200, 12],
      [1005, 90],
      [1100, 140],
      [1500, 11],
      [1350, 300], // sent at 1050, during the first re-join, received after it
      [3050, 60],
      [2060, 70], // on its way during the sham
      [2400, 20], // after the sham
    ] as const;
    const windows = [
      [1000, 1200],
      [3000, 3400],
    ] as const;
    expect(rejoinReport(observed, windows, [[2000, 2200]])).toEqual({
      rejoins: 2,
      durationP50: 200,
      quietP50: 12,
      quietP99: 70,
      duringP99: 300,
      duringMax: 300,
      shams: 1,
      shamMax: 70,
    });
  });

  it('reports no re-join and no figure when none happened', () => {
    const report = rejoinReport([[5, 10]], []);
    expect(report.rejoins).toBe(0);
    expect(report.duringMax).toBeNaN();
    expect(report.quietP50).toBe(10);
    expect(report.shamMax).toBeNaN();
  });
});
