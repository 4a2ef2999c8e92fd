#!/usr/bin/env bash
# MPI for tutti/mpi's tests and bench/mpi: Open MPI (mpirun, mpicc, libmpi), and MPICH's runtime
# (mpiexec.mpich, libmpich.so.12) for the MPICH-ABI job of test/mpi (integer handles). Open MPI
# stays the default: its alternatives (mpirun, libmpi.so) have the higher priority. Idempotent:
# installs only what is missing.
set -euo pipefail
packages=(openmpi-bin libopenmpi-dev mpich libmpich12)
missing=()
for p in "${packages[@]}"; do
  dpkg-query -W -f='${Status}' "$p" 2>/dev/null | grep -q "install ok installed" || missing+=("$p")
done
if [ ${#missing[@]} -eq 0 ]; then
  echo "mpi: system packages present (${packages[*]})"
  exit 0
fi
SUDO=""
if [ "$(id -u)" -ne 0 ]; then SUDO="sudo"; fi
echo "mpi: installing ${missing[*]}"
$SUDO apt-get update -qq
DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --no-install-recommends "${missing[@]}"
