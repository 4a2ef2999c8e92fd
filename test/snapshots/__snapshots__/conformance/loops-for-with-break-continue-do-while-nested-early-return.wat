;; ==== checked ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
  (block $folding-inner0
   (loop $l12
    (if
     (i32.lt_s
      (local.get $0)
      (local.get $1)
     )
     (then
      (if
       (i32.ge_u
        (local.get $0)
        (local.get $6)
       )
       (then
        (global.set $oob_site
         (i32.const 0)
        )
        (br $folding-inner0)
       )
      )
      (block $item0
       (if
        (i32.lt_s
         (i32.load
          (i32.add
           (local.get $5)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
         (i32.const 0)
        )
        (then
         (if
          (i32.ge_u
           (local.get $0)
           (local.get $8)
          )
          (then
           (global.set $oob_site
            (i32.const 1)
           )
           (br $folding-inner0)
          )
         )
         (i32.store
          (i32.add
           (local.get $7)
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
          (i32.const -1)
         )
         (br $item0)
        )
       )
       (local.set $4
        (i32.const 0)
       )
       (local.set $2
        (i32.const 0)
       )
       (loop $top3
        (block $brk1
         (br_if $brk1
          (i32.ge_s
           (local.get $2)
           (i32.const 50)
          )
         )
         (if
          (i32.rem_s
           (local.get $2)
           (i32.const 3)
          )
          (then
           (if
            (i32.ge_u
             (local.get $0)
             (local.get $6)
            )
            (then
             (global.set $oob_site
              (i32.const 2)
             )
             (br $folding-inner0)
            )
           )
           (br_if $brk1
            (i32.gt_s
             (local.get $2)
             (i32.load
              (i32.add
               (local.get $5)
               (i32.shl
                (local.get $0)
                (i32.const 2)
               )
              )
             )
            )
           )
           (local.set $3
            (i32.const 0)
           )
           (loop $top6
            (if
             (i32.eqz
              (i32.ge_s
               (local.get $3)
               (i32.const 3)
              )
             )
             (then
              (local.set $4
               (i32.add
                (local.get $4)
                (select
                 (i32.const 1)
                 (local.get $2)
                 (i32.ne
                  (local.get $3)
                  (i32.const 1)
                 )
                )
               )
              )
              (local.set $3
               (i32.add
                (local.get $3)
                (i32.const 1)
               )
              )
              (br $top6)
             )
            )
           )
          )
         )
         (local.set $2
          (i32.add
           (local.get $2)
           (i32.const 1)
          )
         )
         (br $top3)
        )
       )
       (local.set $3
        (i32.const 0)
       )
       (if
        (i32.ge_u
         (local.get $0)
         (local.get $6)
        )
        (then
         (global.set $oob_site
          (i32.const 3)
         )
         (br $folding-inner0)
        )
       )
       (local.set $2
        (i32.load
         (i32.add
          (local.get $5)
          (i32.shl
           (local.get $0)
           (i32.const 2)
          )
         )
        )
       )
       (loop $top9
        (if
         (i32.gt_s
          (local.get $2)
          (i32.const 1)
         )
         (then
          (local.set $2
           (if (result i32)
            (i32.and
             (local.get $2)
             (i32.const 1)
            )
            (then
             (i32.add
              (i32.mul
               (local.get $2)
               (i32.const 3)
              )
              (i32.const 1)
             )
            )
            (else
             (i32.div_s
              (local.get $2)
              (i32.const 2)
             )
            )
           )
          )
         )
        )
        (br_if $top9
         (i32.and
          (i32.ne
           (local.get $2)
           (i32.const 1)
          )
          (i32.lt_s
           (local.tee $3
            (i32.add
             (local.get $3)
             (i32.const 1)
            )
           )
           (i32.const 200)
          )
         )
        )
       )
       (local.set $2
        (i32.add
         (i32.mul
          (local.get $4)
          (i32.const 1000)
         )
         (local.get $3)
        )
       )
       (if
        (i32.ge_u
         (local.get $0)
         (local.get $8)
        )
        (then
         (global.set $oob_site
          (i32.const 4)
         )
         (br $folding-inner0)
        )
       )
       (i32.store
        (i32.add
         (local.get $7)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
        (local.get $2)
       )
      )
      (local.set $0
       (i32.add
        (local.get $0)
        (i32.const 1)
       )
      )
      (br $l12)
     )
    )
   )
   (return
    (i32.const 0)
   )
  )
  (global.set $oob_index
   (local.get $0)
  )
  (i32.const 1)
 )
)

;; ==== fast (hoisted range checks) ====
(module
 (type $0 (func (param i32 i32 i32 i32 i32 i32 i32 i32 i32) (result i32)))
 (import "env" "memory" (memory $0 1 65536 shared))
 (global $oob_site (mut i32) (i32.const 0))
 (global $oob_index (mut i32) (i32.const 0))
 (export "oob_site" (global $oob_site))
 (export "oob_index" (global $oob_index))
 (export "run" (func $run))
 (func $run (param $0 i32) (param $1 i32) (param $2 i32) (param $3 i32) (param $4 i32) (param $5 i32) (param $6 i32) (param $7 i32) (param $8 i32) (result i32)
  (loop $l12
   (if
    (i32.eqz
     (i32.ge_s
      (local.get $0)
      (local.get $1)
     )
    )
    (then
     (block $item0
      (if
       (i32.lt_s
        (i32.load
         (i32.add
          (local.get $5)
          (local.tee $2
           (i32.shl
            (local.get $0)
            (i32.const 2)
           )
          )
         )
        )
        (i32.const 0)
       )
       (then
        (i32.store
         (i32.add
          (local.get $2)
          (local.get $7)
         )
         (i32.const -1)
        )
        (br $item0)
       )
      )
      (local.set $4
       (i32.const 0)
      )
      (local.set $2
       (i32.const 0)
      )
      (loop $top3
       (block $brk1
        (br_if $brk1
         (i32.ge_s
          (local.get $2)
          (i32.const 50)
         )
        )
        (if
         (i32.rem_s
          (local.get $2)
          (i32.const 3)
         )
         (then
          (br_if $brk1
           (i32.gt_s
            (local.get $2)
            (i32.load
             (i32.add
              (local.get $5)
              (i32.shl
               (local.get $0)
               (i32.const 2)
              )
             )
            )
           )
          )
          (local.set $3
           (i32.const 0)
          )
          (loop $top6
           (if
            (i32.eqz
             (i32.ge_s
              (local.get $3)
              (i32.const 3)
             )
            )
            (then
             (local.set $4
              (i32.add
               (local.get $4)
               (select
                (i32.const 1)
                (local.get $2)
                (i32.ne
                 (local.get $3)
                 (i32.const 1)
                )
               )
              )
             )
             (local.set $3
              (i32.add
               (local.get $3)
               (i32.const 1)
              )
             )
             (br $top6)
            )
           )
          )
         )
        )
        (local.set $2
         (i32.add
          (local.get $2)
          (i32.const 1)
         )
        )
        (br $top3)
       )
      )
      (local.set $3
       (i32.const 0)
      )
      (local.set $2
       (i32.load
        (i32.add
         (local.get $5)
         (i32.shl
          (local.get $0)
          (i32.const 2)
         )
        )
       )
      )
      (loop $top9
       (if
        (i32.gt_s
         (local.get $2)
         (i32.const 1)
        )
        (then
         (local.set $2
          (if (result i32)
           (i32.and
            (local.get $2)
            (i32.const 1)
           )
           (then
            (i32.add
             (i32.mul
              (local.get $2)
              (i32.const 3)
             )
             (i32.const 1)
            )
           )
           (else
            (i32.div_s
             (local.get $2)
             (i32.const 2)
            )
           )
          )
         )
        )
       )
       (br_if $top9
        (i32.and
         (i32.ne
          (local.get $2)
          (i32.const 1)
         )
         (i32.lt_s
          (local.tee $3
           (i32.add
            (local.get $3)
            (i32.const 1)
           )
          )
          (i32.const 200)
         )
        )
       )
      )
      (i32.store
       (i32.add
        (local.get $7)
        (i32.shl
         (local.get $0)
         (i32.const 2)
        )
       )
       (i32.add
        (i32.mul
         (local.get $4)
         (i32.const 1000)
        )
        (local.get $3)
       )
      )
     )
     (local.set $0
      (i32.add
       (local.get $0)
       (i32.const 1)
      )
     )
     (br $l12)
    )
   )
  )
  (i32.const 0)
 )
)
