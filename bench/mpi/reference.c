/*
 * Hand-written C MPI reference for bench/mpi: the same operations tutti's MPI layer runs, timed
 * the same way (median of repetitions, a barrier before each). Built by the bench with mpicc -O2.
 *   reference allreduce <n> <reps>    MPI_Allreduce of n floats (in place, MPI_SUM)
 *   reference iallreduce <n> <reps>   MPI_Iallreduce + MPI_Test polling (what tutti calls)
 *   reference pingpong <reps>         4-byte MPI_Sendrecv ping-pong between ranks 0 and 1
 *   reference self <reps>             4-byte MPI_Sendrecv of each rank with itself (software cost)
 * Prints one JSON line from rank 0: {"op":…, "medianUs":…}.
 */
#include <mpi.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp(const void *a, const void *b) {
  double x = *(const double *)a, y = *(const double *)b;
  return (x > y) - (x < y);
}

static double median(double *v, int n) {
  qsort(v, n, sizeof(double), cmp);
  return n % 2 ? v[n / 2] : 0.5 * (v[n / 2 - 1] + v[n / 2]);
}

int main(int argc, char **argv) {
  int provided, rank, size;
  MPI_Init_thread(&argc, &argv, MPI_THREAD_MULTIPLE, &provided);
  MPI_Comm_rank(MPI_COMM_WORLD, &rank);
  MPI_Comm_size(MPI_COMM_WORLD, &size);
  if (argc < 3) {
    if (rank == 0) fprintf(stderr, "usage: reference allreduce|iallreduce <n> <reps> | pingpong|self <reps>\n");
    MPI_Abort(MPI_COMM_WORLD, 2);
  }
  const char *op = argv[1];
  double *t = NULL;
  int reps;
  if (strcmp(op, "pingpong") == 0 || strcmp(op, "self") == 0) {
    /* each sample is one round trip, timed alone, so the median ignores the round trips during
       which the scheduler took a rank off its core (this machine is shared) */
    reps = atoi(argv[2]);
    t = calloc(reps, sizeof(double));
    float out = 1.0f, in = 0.0f;
    int peer = strcmp(op, "self") == 0 ? rank : (rank == 0 ? 1 : 0);
    MPI_Barrier(MPI_COMM_WORLD);
    for (int r = 0; r < reps; r++) {
      double t0 = MPI_Wtime();
      if (rank < 2) MPI_Sendrecv(&out, 1, MPI_FLOAT, peer, 7, &in, 1, MPI_FLOAT, peer, 7, MPI_COMM_WORLD, MPI_STATUS_IGNORE);
      t[r] = (MPI_Wtime() - t0) * 1e6;
    }
  } else {
    long n = atol(argv[2]);
    reps = atoi(argv[3]);
    t = calloc(reps, sizeof(double));
    float *buf = malloc(n * sizeof(float));
    for (long i = 0; i < n; i++) buf[i] = (float)((i + rank) % 7);
    int nonblocking = strcmp(op, "iallreduce") == 0;
    for (int r = 0; r < reps; r++) {
      MPI_Barrier(MPI_COMM_WORLD);
      double t0 = MPI_Wtime();
      if (nonblocking) {
        MPI_Request req;
        int done = 0;
        MPI_Iallreduce(MPI_IN_PLACE, buf, (int)n, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD, &req);
        while (!done) MPI_Test(&req, &done, MPI_STATUS_IGNORE);
      } else {
        MPI_Allreduce(MPI_IN_PLACE, buf, (int)n, MPI_FLOAT, MPI_SUM, MPI_COMM_WORLD);
      }
      t[r] = (MPI_Wtime() - t0) * 1e6;
    }
    free(buf);
  }
  double med = median(t, reps);
  if (rank == 0) printf("{\"op\":\"%s\",\"ranks\":%d,\"medianUs\":%.3f}\n", op, size, med);
  free(t);
  MPI_Finalize();
  return 0;
}
