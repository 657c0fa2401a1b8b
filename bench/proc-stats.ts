import fs from 'node:fs';
import os from 'node:os';

/** CPU time and resident memory of other processes (summed: several instances are one server), from /proc (Linux). */
export class ProcessSampler {
  private peakRssBytes = 0;
  private timer: NodeJS.Timeout;
  private readonly ticksPerSecond = 100; // USER_HZ on Linux
  private cpuAtMark = 0;
  private wallAtMark = 0;

  constructor(private readonly pids: number[]) {
    this.timer = setInterval(() => this.sampleMemory(), 100);
    this.timer.unref();
    this.mark();
  }

  /** Starts a new measuring window for cpuPercent(). */
  mark(): void {
    this.cpuAtMark = this.cpuSeconds();
    this.wallAtMark = performance.now();
    this.peakRssBytes = this.rssBytes();
  }

  /** Server CPU seconds since mark() (every thread of every process). */
  cpuSecondsSinceMark(): number {
    return this.cpuSeconds() - this.cpuAtMark;
  }

  /** Server CPU since mark(), as a percentage of one core (200% = both cores of a 2-core machine). */
  cpuPercent(): number {
    const wall = (performance.now() - this.wallAtMark) / 1000;
    return wall > 0 ? ((this.cpuSeconds() - this.cpuAtMark) / wall) * 100 : 0;
  }

  peakRssMb(): number {
    this.sampleMemory();
    return this.peakRssBytes / 1024 / 1024;
  }

  currentRssMb(): number {
    return this.rssBytes() / 1024 / 1024;
  }

  stop(): void {
    clearInterval(this.timer);
  }

  private sampleMemory(): void {
    this.peakRssBytes = Math.max(this.peakRssBytes, this.rssBytes());
  }

  private rssBytes(): number {
    return this.sum((pid) => {
      const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) * 1024;
    });
  }

  private cpuSeconds(): number {
    return this.sum((pid) => {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      return (Number(fields[11]) + Number(fields[12])) / this.ticksPerSecond; // utime + stime
    });
  }

  private sum(read: (pid: number) => number): number {
    let total = 0;
    for (const pid of this.pids) {
      try {
        total += read(pid);
      } catch {
        // gone already
      }
    }
    return total;
  }
}

export const cpuCount = os.cpus().length;
